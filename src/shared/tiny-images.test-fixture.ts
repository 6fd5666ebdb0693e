import { crc32, deflateSync } from "node:zlib";

/**
 * Real one-pixel images of every accepted type, for the upload tests: each decodes in a browser
 * (the AVIF one is its file-type box only, which is all the server reads).
 */

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 1×1 RGB PNG of one colour: signature, IHDR, IDAT (filter byte + pixel), IEND. */
export function tinyPng(rgb: [number, number, number] = [0xc0, 0xff, 0xee]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, ...rgb]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const tinyImages = {
  "image/png": tinyPng(),
  "image/jpeg": Buffer.from(
    "/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxgZEIIaGxwQkjQrHBFVLR8CQzYnKCCQoWFxgZGiUmJygpKjQ1Njc4OTpDREVGR0hJSlNUVVZXWFlaY2RlZmdoaWpzdHV2d3h5eoOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4eLj5OXm5+jp6vHy8/T19vf4+fr/2gAIAQEAAD8A+/8A/9k=",
    "base64",
  ),
  "image/gif": Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"),
  "image/webp": Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64"),
  // ftyp box: size 28, major brand avif, minor version 0, compatible avif mif1 miaf; then a meta box starts.
  "image/avif": Buffer.concat([
    Buffer.from([0, 0, 0, 0x1c]),
    Buffer.from("ftypavif", "ascii"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("avifmif1miaf", "ascii"),
    Buffer.from([0, 0, 0, 0x21]),
    Buffer.from("meta", "ascii"),
  ]),
} as const;

export const htmlPage = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);
export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
