export declare const BUDGETS: { firstRouteJs: number; firstRouteCss: number; routeChunkJs: number };
export declare const FORBIDDEN_MODULES: RegExp[];
export declare const FORBIDDEN_STRINGS: string[];
