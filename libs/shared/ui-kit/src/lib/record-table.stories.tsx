import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecordTable, TableScroll } from './record-table';

/** The member-centre record table; TableScroll lets it scroll sideways on phones. */
const rows = [
  { id: 'D-1001', time: '2026-11-20 14:02', amount: '100.00', status: 'Success' },
  { id: 'D-1002', time: '2026-11-21 09:40', amount: '2,500.00', status: 'Pending' },
  { id: 'D-1003', time: '2026-11-22 22:15', amount: '35.50', status: 'Failed' },
];

function Records({ rows: shown }: { rows: typeof rows }) {
  return (
    <TableScroll>
      <RecordTable>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Time</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.time}</td>
              <td>{row.amount}</td>
              <td>{row.status}</td>
            </tr>
          ))}
        </tbody>
      </RecordTable>
    </TableScroll>
  );
}

const meta = {
  title: 'ui-kit/RecordTable',
  component: Records,
  tags: ['autodocs'],
  args: { rows },
} satisfies Meta<typeof Records>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deposits: Story = {};
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 280 }}><Story /></div>],
};
