import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRouteError, ErrorPage } from './error-page.tsx';

describe('ErrorPage', () => {
  it('titles the page "Unexpected Application Error!" and shows the error message', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('The lessons could not be loaded');
        },
        element: <p>never</p>,
        hydrateFallbackElement: <p>loading</p>,
        errorElement: <ErrorPage standalone />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The lessons could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('describes a thrown response by its status', () => {
    expect(describeRouteError({ status: 404, statusText: 'Not Found', internal: false, data: null })).toBe(
      '404 Not Found',
    );
    expect(describeRouteError(new Error('boom'))).toBe('boom');
    expect(describeRouteError(undefined)).toBe('Something went wrong.');
  });
});
