/** The catalogue import's form names, shared by its pages and its actions (which are server-only). */
export const IMPORT_PATH = "/admin/import";
export const IMPORT_FILE_FIELD = "file";
/** The mapping step's choice for a column the import should not read. */
export const IGNORE_COLUMN = "ignore";
