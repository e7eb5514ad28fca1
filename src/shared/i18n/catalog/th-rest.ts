/** Thai messages of all other prefixes; the build drops the core ones here. */
import th from '@lang/th.json';

export default th as Record<string, string>;
