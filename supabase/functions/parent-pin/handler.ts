// parent-pin: the parent gate on the server. `set` stores the parent PIN as a slow salted hash (a
// PIN already set is changed only with it), `verify` checks it (five wrong tries in a row lock it for
// 15 minutes), `approve` publishes a child's story through the safety gate with the parent's
// approval recorded, only as the version the parent read (story-version.ts), which publish-story alone never gives (an approval the parent made offline, with
// the PIN checked on the device, comes later with the grown-up proof instead of the PIN), and
// `remove-child` removes a child with
// their stories kept as the parent's or deleted from the server. `reset` sets a new PIN with the
// account's password, for a parent who forgot it. The hash never leaves the server. A right PIN (or
// password) also answers a grown-up proof, which publishing and the AI service need while the account
// has children (supabase/migrations/…_grown_up_proof.sql).
import { z } from 'zod';
import { callSupabase } from '../_shared/call-supabase.ts';
import { checkAccountPassword } from '../_shared/family/check-account-password.ts';
import { checkParentPin } from '../_shared/family/check-parent-pin.ts';
import { PARENT_PIN_PATTERN } from '../_shared/family/child-profile-rules.ts';
import { GROWN_UP_PROOF_REQUIRED, type GrownUpProof } from '../_shared/family/grown-up-proof.ts';
import { hashParentPin } from '../_shared/family/hash-parent-pin.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import {
  answerPreflight,
  errorResponse,
  jsonResponse,
  readRequestBody,
} from '../_shared/http-responses.ts';
import { publishSafeStory } from '../_shared/publish-safe-story.ts';
import { readCaller } from '../_shared/read-caller.ts';

const pin = z.string().regex(PARENT_PIN_PATTERN, 'The parent PIN is 4 to 6 digits');

const parentPinRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('set'), pin, current_pin: pin.optional() }),
  z.object({ action: z.literal('verify'), pin }),
  z.object({
    action: z.literal('reset'),
    pin,
    password: z.string().min(1, 'Enter your account password'),
  }),
  z.object({
    action: z.literal('approve'),
    pin: pin.optional(),
    story_id: z.uuid('story_id must be a UUID'),
    story_version: z
      .string('Read the story before you approve it')
      .regex(/^[0-9a-f]{64}$/, 'Read the story before you approve it'),
  }),
  z.object({
    action: z.literal('remove-child'),
    pin,
    child_profile_id: z.uuid('child_profile_id must be a UUID'),
    keep_stories: z.boolean('Say whether the child’s stories are kept'),
  }),
]);

export default async function handleParentPin(req: Request, env: FunctionEnv): Promise<Response> {
  const refused = answerPreflight(req, ['POST'], 'Use POST for the parent PIN');
  if (refused) return refused;
  const caller = readCaller(req);
  if (!caller?.userId) return errorResponse(401, 'Sign in as the parent');
  if (!env.SUPABASE_SERVICE_ROLE_KEY)
    return errorResponse(
      503,
      'The parent PIN is not configured: SUPABASE_SERVICE_ROLE_KEY is missing',
    );

  const parsed = await readRequestBody(req, parentPinRequestSchema);
  if (!parsed.ok) return parsed.response;
  const request = parsed.data;
  const service = callSupabase(env, env.SUPABASE_SERVICE_ROLE_KEY);
  const userId = caller.userId;
  const issueProof = async () =>
    (await service.rpc('issue_grown_up_proof', { _user_id: userId })) as unknown as GrownUpProof;

  if (request.action === 'set') {
    const [state] = await callSupabase(env, caller.token).rpc('read_parent_pin_state', {});
    if (state?.has_pin) {
      if (!request.current_pin)
        return errorResponse(403, 'Enter the current parent PIN to change it', {
          code: 'current_pin_required',
          field: 'current_pin',
        });
      const wrong = await checkParentPin(service, caller.userId, request.current_pin);
      if (wrong) return wrong;
    }
    await service.rpc('store_parent_pin', {
      _user_id: caller.userId,
      _pin_hash: await hashParentPin(request.pin),
    });
    return jsonResponse({ has_pin: true, ...(await issueProof()) });
  }

  if (request.action === 'reset') {
    if (!(await checkAccountPassword(env, caller.token, request.password)))
      return errorResponse(403, 'That password is not right', {
        code: 'wrong_password',
        field: 'password',
      });
    await service.rpc('store_parent_pin', {
      _user_id: caller.userId,
      _pin_hash: await hashParentPin(request.pin),
    });
    return jsonResponse({ has_pin: true, ...(await issueProof()) });
  }

  // Only an approval comes without the PIN: one the parent made offline, sent with the grown-up proof.
  if (request.pin === undefined) {
    // A live proof of this account, never an empty one (an account without children would pass).
    const proof = caller.grownUpProof ?? '';
    const present =
      proof !== '' && (await service.rpc('grown_up_present', { _user_id: userId, _proof: proof }));
    if (request.action !== 'approve' || !present)
      return errorResponse(403, 'Enter the parent PIN to approve this story', {
        code: GROWN_UP_PROOF_REQUIRED,
      });
    return publishSafeStory(service, request.story_id, userId, {
      approvedVersion: request.story_version,
      grownUpProof: proof,
    });
  }

  const wrong = await checkParentPin(service, caller.userId, request.pin);
  if (wrong) return wrong;
  if (request.action === 'verify') return jsonResponse({ verified: true, ...(await issueProof()) });
  if (request.action === 'remove-child') {
    const removed = await service.rpc('remove_child_profile', {
      _user_id: caller.userId,
      _child_profile_id: request.child_profile_id,
      _keep_stories: request.keep_stories,
    });
    return removed
      ? jsonResponse({ removed: true, kept_stories: request.keep_stories })
      : errorResponse(404, 'No such child profile in your family');
  }
  return publishSafeStory(service, request.story_id, caller.userId, {
    approvedVersion: request.story_version,
    grownUpProof: (await issueProof()).grown_up_proof,
  });
}
