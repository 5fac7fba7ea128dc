/**
 * The bounds of a pet policy's numbers (decision 031): the database's CHECK constraints, the back office's fields,
 * the text parser and the /listings dog-weight filter all read them here. A module of its own, without the parser's
 * patterns, because the browser's forms need the numbers only.
 */
export const DOG_WEIGHT_LIMIT_MIN = 1;
export const DOG_WEIGHT_LIMIT_MAX = 300;
export const MAX_PETS_MIN = 1;
export const MAX_PETS_MAX = 9;
