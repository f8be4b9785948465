// Stored XSS through Storage, as an attacker tries it: HTML and SVG uploaded to a public bucket
// under their own id (whatever Content-Type they claim, raw or multipart, or hidden behind a
// picture's first bytes), then opened directly by a signed-in victim in Chromium. Nothing that is
// not a bucket's media type is stored, every object is served with nosniff and a sandboxing CSP,
// and a file that slipped in before (written straight to disk) downloads instead of running.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { signUpTestUser, type TestUser } from '../integration/support/test-users.ts';
import {
  closeVictimBrowser,
  HTML_PAYLOAD,
  launchVictimBrowser,
  openAsSignedInVictim,
  RAN_MARKER,
  SVG_PAYLOAD,
} from './support/open-in-chromium.ts';

const png = readFileSync('public/icons/icon-192.png');
/** One MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz) and its silent body. */
const mp3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

describe('Storage: no script of an uploader runs on the app origin', () => {
  const stack = inject('stack');
  let attacker: TestUser;

  const objectUrl = (bucket: string, path: string) =>
    `${stack.url}/storage/v1/object/${bucket}/${path}`;
  const publicUrl = (bucket: string, path: string) =>
    `${stack.url}/storage/v1/object/public/${bucket}/${path}`;

  const upload = (bucket: string, path: string, body: BodyInit, contentType?: string) =>
    fetch(objectUrl(bucket, path), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${attacker.accessToken}`,
        ...(contentType ? { 'Content-Type': contentType } : {}),
      },
      body,
    });

  const multipart = (bytes: string, type: string, name: string) => {
    const form = new FormData();
    form.append('', new Blob([bytes], { type }), name);
    return form;
  };

  /** A file that reached the disk before uploads were checked, with the type its uploader claimed. */
  const plantOnDisk = (bucket: string, path: string, bytes: string, contentType: string) => {
    const file = join(stack.dataDir, 'storage', bucket, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    writeFileSync(`${file}.content-type`, contentType);
    return publicUrl(bucket, path);
  };

  beforeAll(async () => {
    attacker = await signUpTestUser('storage-attacker');
    await launchVictimBrowser();
  });
  afterAll(closeVictimBrowser);

  describe('refuses what is not the bucket’s media type, judged by the bytes', () => {
    const own = () => `${attacker.user.id}/${crypto.randomUUID()}`;
    it.each([
      ['HTML as text/html', 'story-images', HTML_PAYLOAD, 'text/html', 'page.html'],
      ['SVG as image/svg+xml', 'story-images', SVG_PAYLOAD, 'image/svg+xml', 'picture.svg'],
      ['HTML claiming image/png', 'story-images', HTML_PAYLOAD, 'image/png', 'picture.png'],
      ['HTML with no type', 'story-images', HTML_PAYLOAD, 'application/octet-stream', 'picture'],
      ['HTML claiming audio/mpeg', 'story-audio', HTML_PAYLOAD, 'audio/mpeg', 'part.mp3'],
      ['a picture in the audio bucket', 'story-audio', png, 'image/png', 'part.png'],
      ['narration in the picture bucket', 'story-images', mp3, 'audio/mpeg', 'scene.mp3'],
    ])('raw upload of %s', async (_, bucket, bytes, type, name) => {
      const response = await upload(bucket, `${own()}/${name}`, bytes, type);
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({
        statusCode: '415',
        error: 'invalid_mime_type',
      });
      const served = await fetch(publicUrl(bucket, `${own()}/${name}`));
      expect(served.status).toBe(404);
    });

    it.each([
      ['text/html', HTML_PAYLOAD, 'page.html'],
      ['image/svg+xml', SVG_PAYLOAD, 'picture.svg'],
      ['image/png', HTML_PAYLOAD, 'picture.png'],
    ])('multipart upload (as storage-js sends it) of a %s part', async (type, bytes, name) => {
      const path = `${own()}/${name}`;
      const response = await upload('story-images', path, multipart(bytes, type, name));
      expect(response.status).toBe(415);
      expect((await fetch(publicUrl('story-images', path))).status).toBe(404);
    });
  });

  describe('stores and serves real media as the type its bytes are', () => {
    it.each([
      ['story-images', png, 'image/png', 'image/png'],
      ['story-images', png, 'application/octet-stream', 'image/png'],
      ['story-audio', mp3, 'audio/mpeg', 'audio/mpeg'],
    ])('%s: %s declared %s', async (bucket, bytes, declared, served) => {
      const path = `${attacker.user.id}/${crypto.randomUUID()}/media`;
      expect((await upload(bucket, path, bytes, declared)).status).toBe(200);
      const response = await fetch(publicUrl(bucket, path));
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(served);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('Content-Disposition')).toBeNull();
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    });
  });

  describe('a signed-in victim opening the file directly in Chromium', () => {
    it('a stored HTML page runs no script and reads no session: it downloads, typed as bytes', async () => {
      const url = plantOnDisk(
        'story-images',
        `${attacker.user.id}/old/page.html`,
        HTML_PAYLOAD,
        'text/html',
      );
      const headers = (await fetch(url)).headers;
      expect(headers.get('Content-Type')).toBe('application/octet-stream');
      expect(headers.get('Content-Disposition')).toBe('attachment');
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      const visit = await openAsSignedInVictim(stack.url, url);
      expect(visit.logged.filter((line) => line.includes(RAN_MARKER))).toEqual([]);
      expect(visit.laterRequests.filter((request) => request.includes('/api/stolen'))).toEqual([]);
      expect(visit.downloaded).toBe(true);
    });

    it('a stored SVG runs no script and reads no session', async () => {
      const url = plantOnDisk(
        'story-images',
        `${attacker.user.id}/old/picture.svg`,
        SVG_PAYLOAD,
        'image/svg+xml',
      );
      const visit = await openAsSignedInVictim(stack.url, url);
      expect(visit.logged.filter((line) => line.includes(RAN_MARKER))).toEqual([]);
      expect(visit.downloaded).toBe(true);
    });

    it('HTML behind a PNG signature is accepted only as a picture, and runs nothing when opened', async () => {
      const path = `${attacker.user.id}/${crypto.randomUUID()}/polyglot.png`;
      const polyglot = Buffer.concat([png.subarray(0, 8), Buffer.from(HTML_PAYLOAD)]);
      expect((await upload('story-images', path, polyglot, 'text/html')).status).toBe(200);
      const response = await fetch(publicUrl('story-images', path));
      expect(response.headers.get('Content-Type')).toBe('image/png');
      const visit = await openAsSignedInVictim(stack.url, publicUrl('story-images', path));
      expect(visit.logged.filter((line) => line.includes(RAN_MARKER))).toEqual([]);
      expect(visit.laterRequests.filter((request) => request.includes('/api/stolen'))).toEqual([]);
    });
  });
});
