/** Password length limits: plain constants, so forms in the browser can use them without the validation code. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
