// What a stored file really is, read from its first bytes rather than from the Content-Type its
// uploader claimed: only the picture and sound formats the buckets hold are recognised, so HTML,
// SVG, scripts and anything else come back as null.

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function isMpegAudioFrame(bytes: Uint8Array): boolean {
  if (startsWith(bytes, ascii('ID3'))) return true;
  // Frame sync (11 set bits), a known MPEG version and a layer other than "reserved".
  const second = bytes[1] ?? 0;
  return (
    bytes[0] === 0xff &&
    (second & 0xe0) === 0xe0 &&
    (second & 0x18) !== 0x08 &&
    (second & 0x06) !== 0
  );
}

export function sniffMediaType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  if (startsWith(bytes, ascii('OggS'))) return 'audio/ogg';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (isMpegAudioFrame(bytes)) return 'audio/mpeg';
  return null;
}
