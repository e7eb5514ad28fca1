/** Thai messages of the transfer and history areas (latePrefixes); the build drops all others here. */
import th from '@lang/th.json';

export default th as Record<string, string>;
