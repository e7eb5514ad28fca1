/** Types of ui-kits.mjs. */
export declare const LIGHT_KIT_DIR: string;
export declare const MANTINE_KIT_DIR: string;
export declare function screenFile(screen: string): string;
export declare const FIRST_ROUTE_SCREENS: Record<string, string>;
export declare const LIGHT_SCREENS: string[];
export declare const LIGHT_ONLY_FILES: string[];
export declare function importRequestOf(file: string): string;
