/** Thai messages of the core prefixes (core-prefixes.json); the build drops the others here. */
import th from '@lang/th.json';

export default th as Record<string, string>;
