#!/usr/bin/python3
"""WebKitGTK browser for WebKitWebDriver (its `binary`): a persistent or an ephemeral profile.

MiniBrowser in --automation mode always uses an ephemeral website data store (what Safari's private
browsing uses). This launcher also offers a persistent one, in a folder of the test's choosing, and
adds what the tests need in both: a document-start user script, feature flags and a fixed window
size. Arguments (WebKitWebDriver adds --automation, which is ignored):
  --profile=DIR | --ephemeral   where website data lives (IndexedDB, service workers, caches)
  --user-script=FILE            JavaScript injected at document start in every top frame
  --size=WxH                    the web view's size (the viewport; there is no toolbar)
  --feature=NAME                enables a WebKit feature flag (repeatable)
  --user-agent=UA               the User-Agent header and navigator.userAgent (e.g. an iPhone's)
"""
import os
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

profile = None
ephemeral = False
user_script = None
width, height = 390, 844
features = []
user_agent = None
origin_storage_ratio = None
for arg in sys.argv[1:]:
    if arg.startswith('--profile='):
        profile = arg.split('=', 1)[1]
    elif arg == '--ephemeral':
        ephemeral = True
    elif arg.startswith('--user-script='):
        with open(arg.split('=', 1)[1], encoding='utf-8') as source:
            user_script = source.read()
    elif arg.startswith('--size='):
        width, height = (int(n) for n in arg.split('=', 1)[1].split('x'))
    elif arg.startswith('--feature='):
        features.append(arg.split('=', 1)[1])
    elif arg.startswith('--user-agent='):
        user_agent = arg.split('=', 1)[1]
    elif arg.startswith('--origin-storage-ratio='):
        origin_storage_ratio = float(arg.split('=', 1)[1])

if ephemeral:
    manager = WebKit2.WebsiteDataManager.new_ephemeral()
else:
    if not profile:
        sys.exit('launcher.py: --profile=DIR or --ephemeral is required')
    quota = {} if origin_storage_ratio is None else {'origin_storage_ratio': origin_storage_ratio}
    manager = WebKit2.WebsiteDataManager(
        base_data_directory=os.path.join(profile, 'data'),
        base_cache_directory=os.path.join(profile, 'cache'),
        **quota,
    )
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)

settings = WebKit2.Settings()
settings.set_enable_media_stream(True)
settings.set_enable_mock_capture_devices(True)
settings.set_enable_mediasource(True)
if user_agent:
    settings.set_user_agent(user_agent)
all_features = WebKit2.Settings.get_all_features()
for index in range(all_features.get_length()):
    feature = all_features.get(index)
    if feature.get_identifier() in features:
        settings.set_feature_enabled(feature, True)

content = WebKit2.UserContentManager()
if user_script:
    content.add_script(
        WebKit2.UserScript.new(
            user_script,
            WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )

windows = []


def on_permission(_view, request):
    request.allow()
    return True


def on_close(view):
    window = view.get_toplevel()
    windows.remove(window)
    window.destroy()
    if not windows:
        Gtk.main_quit()


def create_web_view(_session):
    view = WebKit2.WebView(
        web_context=context,
        settings=settings,
        user_content_manager=content,
        is_controlled_by_automation=True,
    )
    view.connect('permission-request', on_permission)
    view.connect('close', on_close)
    window = Gtk.Window()
    window.set_default_size(width, height)
    window.set_resizable(False)
    window.add(view)
    window.connect('destroy', lambda *_: Gtk.main_quit() if not windows else None)
    window.show_all()
    windows.append(window)
    return view


def on_automation(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('MiniBrowser')
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view)


context.connect('automation-started', on_automation)
Gtk.main()
