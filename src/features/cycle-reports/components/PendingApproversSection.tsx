import { LazyCategoryBarChart } from '@/components/LazyCategoryBarChart';
import type { CycleReport } from '@/api/resources/review-cycles';
import { REPORT_TEXT } from '../report-messages';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';

type Row = CycleReport['pendingByApprover'][number];

/** Pending approvals per approver (src/lib/pending-approvals: the step each recommendation awaits), most first. */
export function PendingApproversSection({ rows }: { rows: Row[] }) {
  return (
    <ReportSection
      title={REPORT_TEXT.pendingByApprover}
      emptyText={rows.length === 0 ? REPORT_TEXT.noPending : null}
      chart={
        <LazyCategoryBarChart
          aria-label="Approvals pending per approver"
          horizontal
          height={Math.max(160, 40 * rows.length + 60)}
          categories={rows.map((r) => r.approverName)}
          series={[{ label: 'Pending approvals', data: rows.map((r) => r.count) }]}
        />
      }
      table={
        <ReportTable
          aria-label={REPORT_TEXT.pendingByApprover}
          rows={rows}
          getKey={(r) => r.approverId}
          columns={[
            { header: 'Approver', cell: (r) => r.approverName },
            { header: 'Pending Approvals', numeric: true, cell: (r) => r.count },
          ]}
        />
      }
    />
  );
}
