export { SystemScreen } from './system-screen';
// Staff management is the other owner-only screen (staff.manage), beside the system switches.
export { StaffScreen } from './staff-screen';
