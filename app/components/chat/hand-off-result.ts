/** What POST /api/chat/hand-off answers on success; shared by the endpoint and the chat's form. */
export const HAND_OFF_SUCCESS_MESSAGE = "Thank you! A Houston locator will be in touch within one business day.";
