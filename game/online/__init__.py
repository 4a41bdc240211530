"""Online play: the server, its wire protocol, its storage and the client transport.

Pure Python with no screen: nothing here imports pygame or anything under
``scenes/``. The wire contract is ``PROTOCOL.md`` (version 1); what this
package adds to it, and every decision the contract leaves open, is in
``docs/online.md``.

- ``protocol``: the messages a client may send, each checked by its own typed
  validator (size cap and nesting before parsing), the error codes, the quick
  messages;
- ``invite``: room codes and the one-line invite a player pastes into a chat;
- ``store``: the games on disk (SQLite, WAL): start position plus actions;
- ``views``: what each seat may see of a game (the messages about it);
- ``room``: the rules of a room: seats, tokens, turns, offers, takebacks,
  rematch, resignation;
- ``server``: the WebSocket server that runs rooms for connections;
- ``client``: the connection the game's screens use (reconnects by itself);
- ``host``: the server inside the game process, and this computer's address.
"""
