import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { QueryState } from '../../features/requests/query-state';
import { surveyCategoriesQuery } from '../../features/surveys/survey-queries';

/** Every survey category, to browse beyond the suggestions. */
export function CategoriesSection() {
  const { api } = useAppServices();
  const query = useQuery(surveyCategoriesQuery(api));
  return (
    <section className="dashboard__section" aria-labelledby="dashboard-categories">
      <h2 id="dashboard-categories">All categories</h2>
      <QueryState
        query={query}
        what="the categories"
        isEmpty={(categories) => categories.length === 0}
        empty={{ title: 'No categories yet' }}
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
