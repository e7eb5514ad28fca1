import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/styles/fonts.css';
import './app/styles/app.css';
import { startApp } from './app/bootstrap/start-app';

const container = document.getElementById('root');
if (container) void startApp(container);
