import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddIcon from '@mui/icons-material/Add';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import BarChartIcon from '@mui/icons-material/BarChart';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckIcon from '@mui/icons-material/Check';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DownloadIcon from '@mui/icons-material/Download';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import InboxIcon from '@mui/icons-material/Inbox';
import InsightsIcon from '@mui/icons-material/Insights';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import PauseCircleOutlinedIcon from '@mui/icons-material/PauseCircleOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import ReplayIcon from '@mui/icons-material/Replay';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SyncIcon from '@mui/icons-material/Sync';
import TuneIcon from '@mui/icons-material/Tune';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import WifiIcon from '@mui/icons-material/Wifi';
import XIcon from '@mui/icons-material/X';

/**
 * Every Material icon the app's code imports (src/), for the Iconography page; written by
 * `npm run build:icons-list`. tests/architecture/iconography.test.ts fails when src/ imports one
 * this list lacks, or the list keeps one src/ dropped.
 */
export const ICONS_IN_USE: Record<string, typeof SvgIcon> = {
  AccountBalanceOutlined: AccountBalanceOutlinedIcon,
  Add: AddIcon,
  AddShoppingCart: AddShoppingCartIcon,
  ArrowDownward: ArrowDownwardIcon,
  ArrowUpward: ArrowUpwardIcon,
  BarChart: BarChartIcon,
  Cancel: CancelIcon,
  Check: CheckIcon,
  CheckCircle: CheckCircleIcon,
  Close: CloseIcon,
  CloudOff: CloudOffIcon,
  ContentCopy: ContentCopyIcon,
  CreditCard: CreditCardIcon,
  DeleteOutlined: DeleteOutlinedIcon,
  DeliveryDining: DeliveryDiningIcon,
  DoneAll: DoneAllIcon,
  Download: DownloadIcon,
  EmailOutlined: EmailOutlinedIcon,
  Facebook: FacebookIcon,
  Favorite: FavoriteIcon,
  FavoriteBorder: FavoriteBorderIcon,
  Inbox: InboxIcon,
  Insights: InsightsIcon,
  Instagram: InstagramIcon,
  LocationOnOutlined: LocationOnOutlinedIcon,
  LockOutlined: LockOutlinedIcon,
  Logout: LogoutIcon,
  MapOutlined: MapOutlinedIcon,
  Menu: MenuIcon,
  NotificationsActiveOutlined: NotificationsActiveOutlinedIcon,
  NotificationsOffOutlined: NotificationsOffOutlinedIcon,
  PauseCircleOutlined: PauseCircleOutlinedIcon,
  PaymentsOutlined: PaymentsOutlinedIcon,
  PersonOutlined: PersonOutlinedIcon,
  Phone: PhoneIcon,
  Place: PlaceIcon,
  RadioButtonUnchecked: RadioButtonUncheckedIcon,
  ReceiptLong: ReceiptLongIcon,
  ReceiptLongOutlined: ReceiptLongOutlinedIcon,
  Remove: RemoveIcon,
  Replay: ReplayIcon,
  RestaurantMenu: RestaurantMenuIcon,
  Schedule: ScheduleIcon,
  Search: SearchIcon,
  SearchOff: SearchOffIcon,
  ShoppingBagOutlined: ShoppingBagOutlinedIcon,
  SoupKitchen: SoupKitchenIcon,
  Storefront: StorefrontIcon,
  Sync: SyncIcon,
  Tune: TuneIcon,
  Undo: UndoIcon,
  Visibility: VisibilityIcon,
  VisibilityOff: VisibilityOffIcon,
  VolumeOff: VolumeOffIcon,
  VolumeUp: VolumeUpIcon,
  WhatsApp: WhatsAppIcon,
  Wifi: WifiIcon,
  X: XIcon,
};
