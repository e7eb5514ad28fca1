import './shared/ui/theme/tokens.css';
import './app/styles/fonts.css';
import './app/styles/app.css';
import { startApp } from './app/bootstrap/start-app';

const container = document.getElementById('root');
if (container) void startApp(container);
