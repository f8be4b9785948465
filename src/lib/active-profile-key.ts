/** localStorage key of the profile this device is in; a leaf module so the key catalogue can list it cheaply. */
export const ACTIVE_PROFILE_KEY = 'storycanvas_active_profile';
