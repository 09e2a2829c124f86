import { styled } from '@mui/material/styles';
import Switch from '@mui/material/Switch';

/**
 * The console's switches (food, delivery, sold out, on the menu): a 48 px touch target around
 * MUI's 38 px one, the track and thumb drawn the same size (issue 25: money and stock switches
 * are tapped at rush with busy hands). Here rather than in the theme: the theme is on every
 * customer's first load, whose budget is full, and only the console has switches.
 */
export const ConsoleSwitch = styled(Switch)({
  width: 68,
  height: 48,
  padding: '17px 14px',
  '& .MuiSwitch-switchBase': { padding: 14 },
});
