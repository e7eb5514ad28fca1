/**
 * Entry: the page's stylesheets, then start-up (app/bootstrap/boot.ts), which loads the app.
 */
import './shared/ui/theme/tokens.css';
import './app/styles/fonts.css';
import './app/styles/app.css';

import { boot } from './app/bootstrap/boot';

const container = document.getElementById('root');
if (container) void boot(container);
