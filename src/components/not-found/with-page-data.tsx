import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import { NotFoundScreen } from './not-found-screen';

/**
 * A route's page from the part that shows its loaded data: that part with the data, or the
 * not-found page when the loader found none (an unknown id, a list page past the last).
 */
export function withPageData<T>(Page: ComponentType<{ data: T }>): ComponentType {
  return function PageWithData() {
    const data = useLoaderData() as T | null;
    return data ? <Page data={data} /> : <NotFoundScreen />;
  };
}
