import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/latin-400.css';
import '@fontsource/noto-sans-thai/thai-600.css';
import '@fontsource/noto-sans-thai/latin-600.css';
import './app/styles/app.css';
import { startApp } from './app/bootstrap/start-app';

const container = document.getElementById('root');
if (container) void startApp(container);
