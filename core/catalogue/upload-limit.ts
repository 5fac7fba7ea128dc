import { describeBytes, PHOTO_LIMITS } from "../photos/limits.ts";

/**
 * The largest spreadsheet the admin's upload takes: the admin's one upload limit (a photo's). A sheet of thousands
 * of rows is a few MB; larger files go through the command line, which streams files of any size.
 */
export const CATALOGUE_UPLOAD_MAX_BYTES = PHOTO_LIMITS.maxFileBytes;

export const CATALOGUE_UPLOAD_TOO_LARGE = `The file is larger than ${describeBytes(CATALOGUE_UPLOAD_MAX_BYTES)}, the most the admin upload takes. Import it from the command line instead (npm run catalogue:import -- file), which takes files of any size.`;
