import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { SurveyCategory } from '@concierge/api-client';
import { paths } from '../../app/paths';
import { QueryState } from '../../features/requests/query-state';
import { DASHBOARD_TEXTS } from './dashboard-texts';

const T = DASHBOARD_TEXTS.categories;

/** Every survey category, to browse beyond the suggestions (the page asks: `surveyCategoriesQuery`). */
export function CategoriesSection({ query }: { query: UseQueryResult<SurveyCategory[]> }) {
  return (
    <section className="dashboard__section" aria-labelledby="dashboard-categories">
      <h2 id="dashboard-categories">{T.title}</h2>
      <QueryState
        query={query}
        what={T.what}
        isEmpty={(categories) => categories.length === 0}
        empty={{ title: T.empty }}
      >
        {(categories) => (
          <ul className="category-links">
            {categories.map((category) => (
              <li key={category.id}>
                <RouterLink to={paths.category(category.id)}>{category.name}</RouterLink>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
