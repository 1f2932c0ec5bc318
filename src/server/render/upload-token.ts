/**
 * A render worker hands its finished file to the API with a token made for that one task (an HMAC of the
 * task id under the API's secret), put in the job when it was queued: workers need no account and no secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function renderUploadToken(secret: Buffer, taskId: string): string {
  return createHmac('sha256', secret).update(`render-output\n${taskId}`).digest('base64url');
}

export function checkRenderUploadToken(secret: Buffer, taskId: string, token: string): boolean {
  const expected = Buffer.from(renderUploadToken(secret, taskId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
