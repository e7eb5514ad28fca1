/** Types of budgets.mjs (shared by the static check, the e2e measurement and rsbuild.config.ts). */
export declare const BUDGETS: {
  firstRouteJs: number;
  firstRouteCss: number;
  routeChunkJs: number;
  firstScreenCss: number;
  mantineChunks: number;
  mantineJs: number;
  dataFile: number;
};
export declare const DATA_CHUNKS: Record<string, { module: RegExp; loader: RegExp; owner: RegExp }>;
export declare const DATA_FILE: RegExp;
export declare const FIRST_ROUTES: Record<string, string[]>;
export declare const PREFETCHED_ROUTES: string[];
export declare const LIGHT_ROUTES: string[];
export declare const START_UP_REQUESTS: string[];
export declare const MANTINE_CHUNKS: Record<'mantine-core' | 'mantine-deps', RegExp>;
export declare const SHARED_APP_CHUNKS: Record<'lib-query' | 'api-customer', RegExp>;
export declare function isMantineModule(name: string): boolean;
export declare const FORBIDDEN_MODULES: RegExp[];
export declare const FORBIDDEN_STRINGS: string[];
