/** A.L.I.'s understanding of renters' messages: see understand-message.ts and README.md. */
export { understandMessage } from "./understand-message.ts";
export { INTENTS, type Extraction, type Intent, type Understanding, type UnderstandingContext, type Vocabulary } from "./types.ts";
