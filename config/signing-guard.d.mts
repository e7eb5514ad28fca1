/** Types of signing-guard.mjs (rsbuild.config.ts and its test). */
export declare class SigningKeyError extends Error {}
export declare function assertSigningKey(input: { key: string | undefined; defaultKey: string; mockBuild: string | undefined }): void;
