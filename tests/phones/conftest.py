"""Phone tests that open a table use the scene tests' headless app and private user folders."""

from tests.scenes.conftest import app, private_user_dirs  # noqa: F401 - fixtures, found by name
