/**
 * METRORail light-rail stations (Red, Green and Purple lines) with approximate
 * platform coordinates, to about 0.1-0.2 mi. Stations shared by several lines
 * are listed once with every line that stops there. Source: METRO's published
 * station list; coordinates read off the map by hand.
 */
import type { RailStation } from "./types.ts";

export const METRORAIL_STATIONS: readonly RailStation[] = [
  // Red Line, north to south
  { name: "Northline Transit Center/HCC", lines: ["Red"], latitude: 29.8331, longitude: -95.3681 },
  { name: "Melbourne/North Lindale", lines: ["Red"], latitude: 29.8196, longitude: -95.3637 },
  { name: "Lindale Park", lines: ["Red"], latitude: 29.8106, longitude: -95.3617 },
  { name: "Cavalcade", lines: ["Red"], latitude: 29.8023, longitude: -95.3603 },
  { name: "Moody Park", lines: ["Red"], latitude: 29.7958, longitude: -95.3593 },
  { name: "Fulton/North Central", lines: ["Red"], latitude: 29.7869, longitude: -95.3581 },
  { name: "Quitman/Near Northside", lines: ["Red"], latitude: 29.7793, longitude: -95.3599 },
  { name: "Burnett Transit Center/Casa de Amigos", lines: ["Red"], latitude: 29.7716, longitude: -95.3588 },
  { name: "UH-Downtown", lines: ["Red"], latitude: 29.7657, longitude: -95.3594 },
  { name: "Preston", lines: ["Red"], latitude: 29.7627, longitude: -95.3614 },
  { name: "Central Station", lines: ["Red", "Green", "Purple"], latitude: 29.7584, longitude: -95.3635 },
  { name: "Main Street Square", lines: ["Red"], latitude: 29.7553, longitude: -95.3662 },
  { name: "Bell", lines: ["Red"], latitude: 29.7527, longitude: -95.3686 },
  { name: "Downtown Transit Center", lines: ["Red"], latitude: 29.7503, longitude: -95.3707 },
  { name: "McGowen", lines: ["Red"], latitude: 29.7438, longitude: -95.3757 },
  { name: "Ensemble/HCC", lines: ["Red"], latitude: 29.7389, longitude: -95.3791 },
  { name: "Wheeler", lines: ["Red"], latitude: 29.7341, longitude: -95.3826 },
  { name: "Museum District", lines: ["Red"], latitude: 29.7244, longitude: -95.3888 },
  { name: "Hermann Park/Rice U", lines: ["Red"], latitude: 29.7192, longitude: -95.3931 },
  { name: "Memorial Hermann Hospital/Houston Zoo", lines: ["Red"], latitude: 29.7139, longitude: -95.3965 },
  { name: "Dryden/TMC", lines: ["Red"], latitude: 29.7094, longitude: -95.3993 },
  { name: "TMC Transit Center", lines: ["Red"], latitude: 29.7041, longitude: -95.4012 },
  { name: "Smith Lands", lines: ["Red"], latitude: 29.6962, longitude: -95.4073 },
  { name: "Stadium Park/Astrodome", lines: ["Red"], latitude: 29.6861, longitude: -95.4096 },
  { name: "Fannin South", lines: ["Red"], latitude: 29.6744, longitude: -95.4139 },
  // Green and Purple lines share the downtown stations from Theater District to EaDo/Stadium
  { name: "Theater District", lines: ["Green", "Purple"], latitude: 29.761, longitude: -95.3663 },
  { name: "Convention District", lines: ["Green", "Purple"], latitude: 29.755, longitude: -95.3563 },
  { name: "EaDo/Stadium", lines: ["Green", "Purple"], latitude: 29.7535, longitude: -95.352 },
  // Green Line, west to east
  { name: "Coffee Plant/Second Ward", lines: ["Green"], latitude: 29.7476, longitude: -95.3401 },
  { name: "Lockwood/Eastwood", lines: ["Green"], latitude: 29.7438, longitude: -95.3301 },
  { name: "Altic/Howard Hughes", lines: ["Green"], latitude: 29.7412, longitude: -95.3201 },
  { name: "Cesar Chavez/67th St", lines: ["Green"], latitude: 29.7373, longitude: -95.3077 },
  { name: "Magnolia Park Transit Center", lines: ["Green"], latitude: 29.7359, longitude: -95.3029 },
  // Purple Line, north to south
  { name: "Leeland/Third Ward", lines: ["Purple"], latitude: 29.7388, longitude: -95.346 },
  { name: "Elgin/Third Ward", lines: ["Purple"], latitude: 29.7284, longitude: -95.3499 },
  { name: "TSU/UH Athletics District", lines: ["Purple"], latitude: 29.7221, longitude: -95.3514 },
  { name: "UH South/University Oaks", lines: ["Purple"], latitude: 29.7161, longitude: -95.3412 },
  { name: "MacGregor Park/Martin Luther King Jr.", lines: ["Purple"], latitude: 29.7094, longitude: -95.3365 },
  { name: "Palm Center Transit Center", lines: ["Purple"], latitude: 29.6965, longitude: -95.3323 },
];
