// The console's baseline: React and React DOM rendering one element, nothing else.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>bare React</p>);
