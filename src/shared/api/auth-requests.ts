import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth.ts';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ message: 'must be an email address' }));

/** `POST /user/sign-up`. */
export const SignUpRequest = z.object({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024),
  name: z.string().trim().min(1, 'must not be empty').max(100),
});

/** `POST /user/sign-in`. */
export const SignInRequest = z.object({ email, password: z.string().min(1, 'must not be empty').max(1024) });

/** `POST /user/refresh-token`: an unknown, used or revoked token answers code 400. */
export const RefreshRequest = z.object({ refresh_token: z.string().min(1, 'must not be empty').max(200) });
