import { createBrowserRouter } from 'react-router';
import { BuilderPage } from './features/builder';
import { LandingPage } from './features/landing';
import { NotFoundPage } from './app/not-found-page';

/** The route table of spec section 2; screens are added feature by feature. */
export const router = createBrowserRouter([
  { path: '/', element: <LandingPage /> },
  { path: '/builder', element: <BuilderPage /> },
  { path: '*', element: <NotFoundPage /> },
]);
