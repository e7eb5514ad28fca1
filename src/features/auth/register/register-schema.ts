import * as v from 'valibot';

/** E-service registration form (RegisterRequest); messages are lang keys. */
export const registerSchema = v.object({
  first_name: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(100, 'validation.tooLong')),
  last_name: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(100, 'validation.tooLong')),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'validation.email'),
  ),
  accept: v.literal(true, 'validation.acceptTerms'),
});

export type RegisterInput = v.InferInput<typeof registerSchema>;
export type RegisterOutput = v.InferOutput<typeof registerSchema>;
