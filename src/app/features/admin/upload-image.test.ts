import { describe, expect, it } from "vitest";
import { ApiRequestError } from "#app/lib/api-request.ts";
import { uploadRefusal } from "./upload-image.ts";

const json = (body: unknown) => JSON.stringify(body);

describe("what the owner is told when an upload is refused", () => {
  it("the server's sentence for the file itself, or its field message", () => {
    const content = "The file's content is not a JPEG, PNG, GIF or WebP image. Please select an image file.";
    expect(
      uploadRefusal(new ApiRequestError(415, json({ error: "unsupported_media_type", message: content }))),
    ).toBe(content);
    const invalid = new ApiRequestError(400, json({ error: "invalid_input", message: "Invalid input" }), {
      contentType: "image/svg+xml images cannot be uploaded.",
    });
    expect(uploadRefusal(invalid)).toBe("image/svg+xml images cannot be uploaded.");
  });

  it("nothing for a fault trying again may get past, or an answer that is not the site's", () => {
    expect(
      uploadRefusal(
        new ApiRequestError(503, json({ error: "storage_unavailable", message: "Storage is down." })),
      ),
    ).toBeNull();
    expect(
      uploadRefusal(new ApiRequestError(403, "<Error><Code>SignatureDoesNotMatch</Code></Error>")),
    ).toBeNull();
    expect(uploadRefusal(new Error("The upload could not reach the server"))).toBeNull();
  });
});
