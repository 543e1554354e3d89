// The scenario in a link's fragment (the part after `#`, which browsers do
// not send to the server), and back. A link of this page reads
//
//   #v=2&s=<the YAML, deflate-raw, base64url>&c=<CRC-32 of the YAML, 8 hex digits>
//
// The version says how to read the rest. The checksum is there because a
// link passes through messengers and mail: padding added, a character
// inserted, the whole thing percent-encoded or cut short. A damaged deflate
// stream can still unpack to some other text, and the page must never rule
// on a position nobody asked about. Links of the first format, `#s=<...>`,
// have no checksum; they are still read, as strictly as the rest.
//
// Unpacking stops at a limit (the module's, the size carc reads): a link of
// a few hundred kB can unpack to gigabytes.

export const VERSION = 2;

// Why a fragment cannot be read, in words for the page's banner.
export class LinkError extends Error {}

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const CHECKSUM = /^[0-9a-f]{8}$/;

let table = null;

// CRC-32 as zlib and PNG compute it (the reflected polynomial 0xEDB88320),
// one table lookup a byte. Enough to tell a damaged link; not a signature.
export function crc32(bytes) {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = table[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const hex = (n) => n.toString(16).padStart(8, '0');

function toBase64url(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// Strict: the page writes no padding and nothing outside the alphabet, so
// either means the link was changed on its way.
function fromBase64url(code) {
  const odd = code.match(/[^A-Za-z0-9_-]/);
  if (odd) throw new LinkError(`it holds “${odd[0]}”, which a scenario link never does: something changed it on the way`);
  // Four characters carry three bytes; one left over carries none.
  if (code.length % 4 === 1) throw new LinkError('it is cut short or damaged');
  const b64 = code.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function deflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Deflate never packs more than 1032 bytes into one, so a kilobyte in
// unpacks to about a megabyte out at most.
const STEP = 1024;

// Unpacks with a running total, and stops as soon as the total passes
// `limit`: never much more than `limit` bytes are made, however much the
// link would unpack to. The packed bytes go in a kilobyte at a time,
// because the browser unpacks each piece written in full before the reader
// sees any of it: the whole 265 kB of a bomb in one piece would be 200 MB
// in memory (and seconds) before the first chunk could be counted.
async function inflate(bytes, limit, limitWords) {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let stop = false;
  // The writes wait for the reader (the stream's backpressure); their own
  // failures show again on the reader, which reports them.
  const feeding = (async () => {
    for (let at = 0; at < bytes.length && !stop; at += STEP) await writer.write(bytes.subarray(at, at + STEP));
    if (!stop) await writer.close();
  })().catch(() => {});
  const parts = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        stop = true;
        reader.cancel().catch(() => {});
        throw new LinkError(`its scenario would be larger than ${limitWords}, the most the judge reads`);
      }
      parts.push(value);
    }
  } catch (e) {
    stop = true;
    if (e instanceof LinkError) throw e;
    // The stream's own error: bytes that are not deflate, a stream cut
    // short, or bytes after its end.
    throw new LinkError('it is damaged or cut short: it does not unpack');
  } finally {
    await feeding;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

// The fragment (without `#`) for a scenario's text.
export async function fragmentFor(text) {
  const bytes = new TextEncoder().encode(text);
  return `v=${VERSION}&s=${toBase64url(await deflate(bytes))}&c=${hex(crc32(bytes))}`;
}

function fields(fragment) {
  const out = new Map();
  for (const part of fragment.split('&')) {
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    if (eq < 0 || !['v', 's', 'c'].includes(name) || out.has(name)) {
      throw new LinkError('it is not a link to a scenario, or something changed it on the way');
    }
    out.set(name, part.slice(eq + 1));
  }
  return out;
}

// The scenario's text in a fragment (without `#`), or a LinkError saying
// why there is none. `limit` is the most bytes the text may have.
export async function readFragment(fragment, limit, limitWords) {
  const f = fields(fragment);
  const version = f.get('v');
  if (version !== undefined && version !== String(VERSION)) {
    throw new LinkError(/^[0-9]+$/.test(version) && Number(version) > VERSION
      ? `it was made by a newer version of this page (link format ${version})`
      : 'its format version is damaged');
  }
  // The first format is `s=` alone; anything else beside it is damage.
  if (version === undefined && (f.size !== 1 || !f.has('s'))) {
    throw new LinkError('it is not a link to a scenario, or something changed it on the way');
  }
  const code = f.get('s');
  if (code === undefined || code === '') throw new LinkError('it holds no scenario');
  const sum = f.get('c');
  if (version !== undefined && (sum === undefined || !CHECKSUM.test(sum))) {
    throw new LinkError('its checksum is missing or damaged: the link was cut short or changed on the way');
  }
  const bytes = await inflate(fromBase64url(code), limit, limitWords);
  if (sum !== undefined && hex(crc32(bytes)) !== sum) {
    throw new LinkError('it was changed on the way: what it holds does not match its checksum');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new LinkError('it does not unpack to text');
  }
}
