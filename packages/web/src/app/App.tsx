import { RouterProvider } from 'react-router-dom';
import { Providers } from './Providers.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
