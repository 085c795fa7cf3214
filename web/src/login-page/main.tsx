import '../app/firstPageStyles.ts';
import '../app/fonts.css';
import { startLoginPage } from './start.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('login.html has no #root element');
void startLoginPage(container);
