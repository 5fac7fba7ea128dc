import type { RouterContextProvider } from "react-router";
import { EMPTY_PROFILE, type PreferenceProfile } from "../../core/preferences/profile.ts";
import { getPreferences } from "../../db/queries/preferences.ts";
import { dbContext } from "../context.ts";
import { preferenceOwnerOf } from "./owner.server.ts";

/** The caller's saved profile (signed-in user or guest), or the empty profile. */
export async function currentProfile(context: Readonly<RouterContextProvider>): Promise<PreferenceProfile> {
  const owner = preferenceOwnerOf(context);
  return owner ? (await getPreferences(context.get(dbContext), owner)).profile : EMPTY_PROFILE;
}
