/** The catalogue import's form names, shared by its pages and its actions (which are server-only). */
export const IMPORT_PATH = "/admin/import";
export const IMPORT_FILE_FIELD = "file";
/** The mapping step's choice for a column the import should not read. */
export const IGNORE_COLUMN = "ignore";
/** The preview's offer to create the amenities a file names and the catalogue lacks. */
export const CREATE_AMENITIES_INTENT = "create-amenities";
/** The page address's key of the kept file, so a preview can be made again once the missing names exist. */
export const UPLOAD_PARAM = "upload";
