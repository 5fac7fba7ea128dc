/**
 * The version an admin's form was opened at, as it comes back with the save (a
 * hidden field): a positive PostgreSQL integer like a row id, refused with a 400
 * otherwise. Apart from version-conflict.ts so that forms importing nothing else
 * of it do not bring zod to the browser (decision 011).
 */
import { rowIdSchema } from "../row-id.ts";

export const ExpectedVersionSchema = rowIdSchema("The version of the record you opened");
