import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Photo } from "../../../db/queries/photos.ts";
import { PhotoManager } from "./photo-manager.tsx";

const PHOTOS: Photo[] = [
  { id: 7, contentHash: "0123456789abcdef", width: 1600, height: 1200, alt: "Pool deck", position: 0, cover: true },
  { id: 9, contentHash: "fedcba9876543210", width: 960, height: 640, alt: "Lobby", position: 1, cover: false },
];

/** The manager as its page renders it on the server, with the root's flash if any. */
function render(photos: Photo[], flash: unknown = null): string {
  const Stub = createRoutesStub([
    { id: "root", path: "/", HydrateFallback: () => null, Component: () => <PhotoManager owner={{ kind: "apartment", id: 42 }} photos={photos} returnTo="/admin/apartments/42" /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { flash } } }} />);
}


const forms = (html: string) => [...html.matchAll(/<form[^>]*>/g)].map((m) => m[0]);

describe("PhotoManager without JavaScript", () => {
  it("posts every form to a photo action with the page to come back to", () => {
    const html = render(PHOTOS);
    const actions = forms(html).map((tag) => /action="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&"));
    const back = "returnTo=%2Fadmin%2Fapartments%2F42";
    expect(new Set(actions)).toEqual(new Set([`/admin/photos/7?${back}`, `/admin/photos/9?${back}`, `/admin/photos/upload?${back}`]));
    expect(forms(html).every((tag) => tag.includes('method="post"'))).toBe(true);
    expect(forms(html).find((tag) => tag.includes("/admin/photos/upload"))).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('<input type="hidden" name="ownerKind" value="apartment"/>');
    expect(html).toContain('<input type="hidden" name="ownerId" value="42"/>');
  });

  it("shows each photo in order with its alt text labelled, the cover marked, and moves only where they go somewhere", () => {
    const html = render(PHOTOS);
    expect(html).toContain('src="/media/photos/7-0123456789abcdef-480.webp"');
    const altInput = /<input[^>]*name="alt" value="Pool deck"\/>/.exec(html)![0];
    expect(altInput).toContain('required=""');
    const altId = /id="([^"]+)"/.exec(altInput)![1];
    expect(html).toMatch(new RegExp(`<label for="${altId}"[^>]*>Alt text of photo 1</label>`));
    expect(html).toMatch(/Cover<\/span>/);
    expect(html).toContain('aria-label="Make photo 2 the cover"');
    expect(html).not.toContain('aria-label="Make photo 1 the cover"');
    expect(/<button[^>]*aria-label="Move photo 1 up"[^>]*>/.exec(html)![0]).toContain(`disabled=""`);
    expect(/<button[^>]*aria-label="Move photo 2 down"[^>]*>/.exec(html)![0]).toContain(`disabled=""`);
    expect(/<button[^>]*aria-label="Move photo 1 down"[^>]*>/.exec(html)![0]).not.toContain(`disabled=""`);
    // Delete is behind a disclosure: a second, explicit press.
    expect(html).toMatch(/<details[^>]*><summary[^>]*>.*Delete…<span class="sr-only"> photo 1<\/span><\/summary>/);
  });

  it("asks for the files and their alt text, with the accepted types and limits said", () => {
    const html = render([]);
    expect(html).toContain("No photos yet");
    const fileInput = /<input[^>]*type="file"[^>]*name="photos"\/>/.exec(html)![0];
    expect(fileInput).toContain('accept="image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif"');
    expect(fileInput).toContain("multiple");
    expect(fileInput).toContain('required=""');
    expect(html).toMatch(/<input[^>]*required=""[^>]*name="alt"\/>/);
    expect(html).toContain("each at most 15 MB and 40 megapixels");
  });

  it("shows the result of a form sent without JavaScript (the redirect's flash), and no other flash", () => {
    const refused = render(PHOTOS, { id: "a", title: "Photos", description: "“notes.jpg” is a text file.", variant: "destructive" });
    expect(refused).toMatch(/<p role="alert"[^>]*>“notes.jpg” is a text file.<\/p>/);
    const done = render(PHOTOS, { id: "b", title: "Photos", description: "Uploaded a photo." });
    expect(done).toMatch(/<p role="status"[^>]*>Uploaded a photo.<\/p>/);
    expect(render(PHOTOS, { id: "c", title: "Login successful", description: "Welcome back" })).not.toContain("Welcome back");
  });
});
