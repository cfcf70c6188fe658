import { Skeleton } from '@concierge/ui';
import { TEXTS } from '../../app/texts';

/**
 * The dashboard's body until every section has its first answer. One block, replaced at once by
 * the sections: no heading or list is shown early and then pushed down when a list above it arrives, so
 * nothing on screen moves whatever the lists hold (how tall they are is only known once they arrive). Its
 * shapes follow the usual page (two lists, then cards) so the swap reads as content filling in. The
 * prerendered /dashboard paints it from HTML, so it has no style attribute: sizes are classes (app.css).
 */
export function DashboardSkeleton() {
  return (
    <div className="dashboard-skeleton" aria-busy="true">
      <span className="cui-visually-hidden" role="status">
        {TEXTS.dashboardLoading}
      </span>
      <div className="dashboard__lists">
        {[1, 2].map((list) => (
          <div key={list} className="dashboard__section">
            <Skeleton className="dashboard-skeleton__heading" />
            <Skeleton shape="rect" className="dashboard-skeleton__list" />
          </div>
        ))}
      </div>
      <Skeleton className="dashboard-skeleton__heading" />
      <div className="card-grid">
        {[1, 2, 3].map((card) => (
          <Skeleton key={card} shape="rect" className="dashboard-skeleton__card" />
        ))}
      </div>
    </div>
  );
}
