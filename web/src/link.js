// The scenario in a link's fragment (the part after `#`, which browsers do
// not send to the server), and back. A link of this page reads
//
//   #v=3&l=<language>&s=<the YAML, deflate-raw, base64url>&c=<CRC-32 of the YAML, 8 hex digits>
//
// The version says how to read the rest. Format 3 added the language the
// link was shared in (`l`, optional), so that the table it is sent to reads
// the ruling as the sender did; a page of format 2 says of such a link that
// a newer page made it, and links of format 2 (no `l`) are read as before. The checksum is there because a
// link passes through messengers and mail: padding added, a character
// inserted, the whole thing percent-encoded or cut short. A damaged deflate
// stream can still unpack to some other text, and the page must never rule
// on a position nobody asked about. Links of the first format, `#s=<...>`,
// have no checksum; they are still read, as strictly as the rest.
//
// Unpacking stops at a limit (the module's, the size carc reads): a link of
// a few hundred kB can unpack to gigabytes.

export const VERSION = 3;
// The formats still read: 2 is 3 without the language.
const READ = ['2', '3'];

// Why a fragment cannot be read: a message of the catalogue (`id`, with
// `args`), which the page's banner words in the page's language, and again
// when the language changes.
export class LinkError extends Error {
  constructor(id, args = {}) {
    super(id);
    this.id = id;
    this.args = args;
  }
}

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
  if (odd) throw new LinkError('page-link-odd-character', { character: odd[0] });
  // Four characters carry three bytes; one left over carries none.
  if (code.length % 4 === 1) throw new LinkError('page-link-cut-short');
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
        throw new LinkError('page-link-too-large', { limit: limitWords });
      }
      parts.push(value);
    }
  } catch (e) {
    stop = true;
    if (e instanceof LinkError) throw e;
    // The stream's own error: bytes that are not deflate, a stream cut
    // short, or bytes after its end.
    throw new LinkError('page-link-damaged');
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

// The fragment (without `#`) for a scenario's text, shared in `lang`.
export async function fragmentFor(text, lang) {
  const bytes = new TextEncoder().encode(text);
  return `v=${VERSION}&l=${lang}&s=${toBase64url(await deflate(bytes))}&c=${hex(crc32(bytes))}`;
}

function fields(fragment) {
  const out = new Map();
  for (const part of fragment.split('&')) {
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    if (eq < 0 || !['v', 'l', 's', 'c'].includes(name) || out.has(name)) {
      throw new LinkError('page-link-not-a-link');
    }
    out.set(name, part.slice(eq + 1));
  }
  return out;
}

// The scenario's text in a fragment (without `#`) and the language it was
// shared in (`{text, lang}`, `lang` as the link wrote it, or null), or a
// LinkError saying why there is none. `limit` is the most bytes the text
// may have. The language is not checked here: one the page does not speak
// is the page's to ignore, and the scenario is read all the same.
export async function readFragment(fragment, limit, limitWords) {
  const f = fields(fragment);
  const version = f.get('v');
  if (version !== undefined && !READ.includes(version)) {
    throw /^[0-9]+$/.test(version) && Number(version) > VERSION
      ? new LinkError('page-link-newer', { version })
      : new LinkError('page-link-version-damaged');
  }
  // The first format is `s=` alone; anything else beside it is damage, as
  // is a language in a format that had none.
  if ((version === undefined && (f.size !== 1 || !f.has('s'))) || (version === '2' && f.has('l'))) {
    throw new LinkError('page-link-not-a-link');
  }
  const code = f.get('s');
  if (code === undefined || code === '') throw new LinkError('page-link-empty');
  const sum = f.get('c');
  if (version !== undefined && (sum === undefined || !CHECKSUM.test(sum))) {
    throw new LinkError('page-link-checksum-missing');
  }
  const bytes = await inflate(fromBase64url(code), limit, limitWords);
  if (sum !== undefined && hex(crc32(bytes)) !== sum) {
    throw new LinkError('page-link-checksum-mismatch');
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), lang: f.get('l') ?? null };
  } catch {
    throw new LinkError('page-link-not-text');
  }
}
