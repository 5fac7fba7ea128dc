import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS } from "../../core/photos/limits.ts";
import { UPLOAD_MESSAGES } from "../../core/photos/refusals.ts";
import { viewerContext } from "../auth/viewer.ts";
import { action } from "../routes/admin/photos-upload.ts";
import { PHOTO_FILE_FIELD, PHOTO_UPLOAD_PATH } from "./photo-notice.ts";

/** An administrator's request context; no database: every upload here is refused while its form is read. */
function adminContext() {
  const context = new RouterContextProvider();
  context.set(viewerContext, {
    user: { id: 1, username: "admin", email: "admin@example.com", displayName: null, photoUrl: null, isAdmin: true, isGuest: false },
    sessionId: "session",
    guestId: null,
  });
  return context;
}

async function upload(form: FormData) {
  const request = new Request(`http://localhost${PHOTO_UPLOAD_PATH}`, { method: "POST", body: form });
  const result = (await action({ request, context: adminContext(), params: {} } as unknown as Parameters<typeof action>[0])) as unknown as {
    data: { ok: boolean; message: string };
    init: { status: number };
  };
  return { status: result.init.status, ...result.data };
}

const photo = (name: string) => new File([new Uint8Array(64)], name, { type: "image/jpeg" });

describe("an upload with too many parts", () => {
  it("a form of 1,000 text fields is refused for its fields, not as too many photos", async () => {
    const form = new FormData();
    form.set("ownerKind", "apartment");
    form.set("ownerId", "1");
    form.append(PHOTO_FILE_FIELD, photo("pool.jpg"));
    for (let i = 0; i < 1_000; i += 1) form.append("alt", `Pool deck ${i}`);
    const answer = await upload(form);
    expect(answer.status).toBe(413);
    expect(answer.message).not.toBe(UPLOAD_MESSAGES.tooManyFiles);
    expect(answer.message).toMatch(/too many (parts|fields)/i);
  });

  it("more photos than allowed still get the photo limit's message, however many other parts come with them", async () => {
    const nine = new FormData();
    nine.set("ownerKind", "apartment");
    nine.set("ownerId", "1");
    nine.set("alt", "Pool deck");
    for (let i = 0; i <= PHOTO_LIMITS.maxFilesPerUpload; i += 1) nine.append(PHOTO_FILE_FIELD, photo(`photo-${i}.jpg`));
    expect(await upload(nine)).toEqual({ status: 413, ok: false, message: UPLOAD_MESSAGES.tooManyFiles });

    const thousand = new FormData();
    for (let i = 0; i < 1_000; i += 1) thousand.append(PHOTO_FILE_FIELD, photo(`photo-${i}.jpg`));
    expect(await upload(thousand)).toEqual({ status: 413, ok: false, message: UPLOAD_MESSAGES.tooManyFiles });
  });
});
