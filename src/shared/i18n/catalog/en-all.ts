/** All English messages (English loads on demand as a whole). */
import en from '@lang/en.json';

export default en as Record<string, string>;
