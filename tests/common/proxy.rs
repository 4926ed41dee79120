//! A TCP proxy in front of the test PostgreSQL server that a test takes down (its port
//! closed, every connection through it cut, as when the server stops) and brings back
//! on the same port: a database outage on demand, without touching the real server.
#![allow(dead_code)] // not every test crate uses every helper

use std::io;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The proxy: forwards every connection to its port to the server while up.
pub struct Proxy {
    port: u16,
    server: SocketAddr,
    running: Option<Running>,
}

/// The accepting thread of a proxy that is up, and the connections it forwards.
struct Running {
    stop: Arc<AtomicBool>,
    streams: Arc<Mutex<Vec<TcpStream>>>,
    accepter: JoinHandle<()>,
}

impl Proxy {
    /// A proxy to `server`, up, on a free port of 127.0.0.1.
    pub fn start(server: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let port = listener.local_addr().expect("bound").port();
        let mut proxy = Proxy {
            port,
            server,
            running: None,
        };
        proxy.running = Some(proxy.serve(listener));
        proxy
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Closes the port and cuts every connection through it.
    pub fn down(&mut self) {
        let Some(running) = self.running.take() else {
            return;
        };
        running.stop.store(true, Ordering::SeqCst);
        let _ = running.accepter.join();
        for s in running.streams.lock().expect("streams").drain(..) {
            let _ = s.shutdown(Shutdown::Both);
        }
    }

    /// Opens the same port again.
    pub fn up(&mut self) {
        if self.running.is_some() {
            return;
        }
        let began = Instant::now();
        let listener = loop {
            match TcpListener::bind(("127.0.0.1", self.port)) {
                Ok(l) => break l,
                Err(e) if began.elapsed() < Duration::from_secs(10) => {
                    eprintln!("port {} not yet free again: {e}", self.port);
                    std::thread::sleep(Duration::from_millis(50));
                }
                Err(e) => panic!("port {} cannot be bound again: {e}", self.port),
            }
        };
        self.running = Some(self.serve(listener));
    }

    fn serve(&self, listener: TcpListener) -> Running {
        listener.set_nonblocking(true).expect("non-blocking");
        let stop = Arc::new(AtomicBool::new(false));
        let streams = Arc::new(Mutex::new(Vec::new()));
        let accepter = {
            let (stop, streams, server) = (stop.clone(), streams.clone(), self.server);
            std::thread::spawn(move || accept(listener, server, &stop, &streams))
        };
        Running {
            stop,
            streams,
            accepter,
        }
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.down();
    }
}

/// Accepts connections until `stop`, each forwarded to `server` both ways.
fn accept(
    listener: TcpListener,
    server: SocketAddr,
    stop: &AtomicBool,
    streams: &Mutex<Vec<TcpStream>>,
) {
    while !stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((client, _)) => {
                let Ok(upstream) = TcpStream::connect(server) else {
                    continue;
                };
                let _ = client.set_nonblocking(false);
                let pair = (|| -> io::Result<_> {
                    Ok((
                        client.try_clone()?,
                        upstream.try_clone()?,
                        client.try_clone()?,
                        upstream.try_clone()?,
                    ))
                })();
                let Ok((c_read, u_write, c_keep, u_keep)) = pair else {
                    continue;
                };
                streams.lock().expect("streams").extend([c_keep, u_keep]);
                std::thread::spawn(move || pipe(c_read, u_write));
                std::thread::spawn(move || pipe(upstream, client));
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(_) => std::thread::sleep(Duration::from_millis(5)),
        }
    }
}

/// Copies `from` to `to` until either ends, then ends both.
fn pipe(mut from: TcpStream, mut to: TcpStream) {
    let _ = io::copy(&mut from, &mut to);
    let _ = to.shutdown(Shutdown::Both);
    let _ = from.shutdown(Shutdown::Both);
}
